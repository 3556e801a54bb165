import { authorizationMatrix } from "./testing/authorization-matrix";

authorizationMatrix(2, 2);
