export function meta() {
  return [{ title: "services | CreatorDesk" }, { name: "description", content: "services" }];
}

export default function Page() {
  return <h1>services</h1>;
}
