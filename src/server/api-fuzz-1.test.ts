import { fuzzWalk } from "./testing/fuzz-walk";

fuzzWalk(1, 4);
