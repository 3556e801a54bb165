export function meta() {
  return [{ title: "legal | CreatorDesk" }, { name: "description", content: "legal" }];
}

export default function Page() {
  return <h1>legal</h1>;
}
