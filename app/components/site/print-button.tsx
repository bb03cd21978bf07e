/**
 * A button that prints the page (an island mounted once the page is idle, decision 022): it needs
 * JavaScript, so the server's HTML holds it hidden and the island shows it.
 */
export default function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      hidden={import.meta.env.SSR}
      onClick={() => window.print()}
      className="btn-secondary"
    >
      {label}
    </button>
  );
}
