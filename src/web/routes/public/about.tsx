export function meta() {
  return [{ title: "about | CreatorDesk" }, { name: "description", content: "about" }];
}

export default function Page() {
  return <h1>about</h1>;
}
