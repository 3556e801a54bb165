import { fuzzWalk } from "./testing/fuzz-walk";

fuzzWalk(3, 4);
