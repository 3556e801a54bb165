export function meta() {
  return [{ title: "login | CreatorDesk" }, { name: "description", content: "login" }];
}

export default function Page() {
  return <h1>login</h1>;
}
