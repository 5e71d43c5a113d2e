/** Stands in for a screen while its code loads: an empty page with a status for screen readers. */
export function PageLoading() {
  return (
    <section className="page" aria-busy="true">
      <p role="status" className="visually-hidden">
        Loading…
      </p>
    </section>
  );
}
