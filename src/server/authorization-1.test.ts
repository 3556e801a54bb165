import { authorizationMatrix } from "./testing/authorization-matrix";

authorizationMatrix(1, 2);
