export function meta() {
  return [{ title: "contact | CreatorDesk" }, { name: "description", content: "contact" }];
}

export default function Page() {
  return <h1>contact</h1>;
}
