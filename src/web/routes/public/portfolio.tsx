export function meta() {
  return [{ title: "portfolio | CreatorDesk" }, { name: "description", content: "portfolio" }];
}

export default function Page() {
  return <h1>portfolio</h1>;
}
