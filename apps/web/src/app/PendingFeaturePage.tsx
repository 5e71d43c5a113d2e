/** Route that exists in the menu but whose feature has not shipped yet: says so instead of failing. */
export function PendingFeaturePage({ title }: { title: string }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      <p className="muted">This part of Kaiwa is not available yet.</p>
    </section>
  );
}
