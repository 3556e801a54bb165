import { fuzzWalk } from "./testing/fuzz-walk";

fuzzWalk(4, 4);
