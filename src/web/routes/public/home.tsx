export function meta() {
  return [{ title: "home | CreatorDesk" }, { name: "description", content: "home" }];
}

export default function Page() {
  return <h1>home</h1>;
}
