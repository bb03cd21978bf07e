import { Link } from "react-router";
import { useT } from "~/lib/i18n/use-t";

function ErrorScreen({ code, title, body, to, label }: Record<string, string>) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="grid min-h-[80svh] place-items-center bg-ink px-6 pt-18 text-center text-paper"
    >
      <div className="py-20">
        <p aria-hidden="true" className="font-serif text-8xl font-semibold text-gold-light">
          {code}
        </p>
        <span aria-hidden="true" className="mx-auto mt-6 block h-px w-16 bg-gold" />
        <h1 className="mt-6 text-h2">{title}</h1>
        <p className="mt-4 text-lg text-paper/80">{body}</p>
        <Link to={to ?? "/"} className="mt-10 btn-primary">
          {label}
        </Link>
      </div>
    </main>
  );
}

/** A detail page that failed for another reason, inside the site's layout. */
export function PageError() {
  const t = useT();
  return (
    <ErrorScreen code="500" title={t("error.title")} body={t("error.body")} to="/" label={t("error.home")} />
  );
}
