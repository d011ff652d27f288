/** The frame of the sign-in, sign-up and password pages: a titled card in the middle. */
export function AuthCard(props: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-md px-4 py-16" aria-labelledby="auth-title">
      <title>{props.title}</title>
      <div className="rounded-lg bg-white p-8 shadow-sm">
        <h1 id="auth-title" className="font-serif text-3xl">
          {props.title}
        </h1>
        <p className="mt-2 text-ink/80">{props.intro}</p>
        <div className="mt-6">{props.children}</div>
      </div>
    </section>
  );
}
