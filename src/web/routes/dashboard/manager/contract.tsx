import { useParams } from "react-router";
import { MySigningPage } from "~/web/features/contracts";

export function meta() {
  return [{ title: "Sign a contract | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

/** Issue 37: the manager's own part in a signing, signed with their session. */
export default function ContractRoute() {
  const id = useParams().contractId ?? "";
  return <MySigningPage key={id} id={id} area="manager" />;
}
