import { fuzzWalk } from "./testing/fuzz-walk";

fuzzWalk(2, 4);
