import { Link } from "react-router";
import { Card } from "#app/components/ui/card.tsx";

/**
 * The frame of the sign-in, sign-up and password pages: a titled card in the middle, and
 * below the form the way to the other page ("No account yet? Sign Up").
 */
export function AuthCard(props: {
  title: string;
  intro: string;
  children: React.ReactNode;
  elsewhere?: { prompt?: string; label: string; to: string };
}) {
  return (
    <section className="mx-auto max-w-md px-4 py-16" aria-labelledby="auth-title">
      <Card padding="lg">
        <h1 id="auth-title" className="font-serif text-3xl">
          {props.title}
        </h1>
        <p className="mt-2 text-ink/80">{props.intro}</p>
        <div className="mt-6">{props.children}</div>
        {props.elsewhere ? (
          <p className="mt-6 text-center text-sm">
            {props.elsewhere.prompt ? `${props.elsewhere.prompt} ` : null}
            <Link to={props.elsewhere.to} className="font-semibold underline">
              {props.elsewhere.label}
            </Link>
          </p>
        ) : null}
      </Card>
    </section>
  );
}
