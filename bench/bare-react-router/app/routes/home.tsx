export const meta = () => [{ title: "Bare React Router page" }];

export default function Home() {
  return (
    <main>
      <h1>A bare React Router page</h1>
      <p>One route, no loader, no stylesheet: what React and React Router cost before any page of ours.</p>
    </main>
  );
}
