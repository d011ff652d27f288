import { data, type RouterContextProvider } from "react-router";
import { copyrightYear } from "#server/business.ts";
import { requestContext } from "#server/http/request-context.ts";
import { siteHead } from "./page-head.server.ts";

/**
 * What the site's shell needs on every page, the error pages included: the head's site
 * defaults, the header (who is signed in), the footer and the scripts' nonce. The root
 * loader returns it, and so does a refusal thrown before the loaders (refusal below).
 */
export async function shellData(context: Readonly<RouterContextProvider>, url: URL) {
  const ctx = context.get(requestContext);
  const user = await ctx.session();
  return {
    nonce: ctx.nonce,
    origin: ctx.origin,
    // The language changes only with a full page load, which runs the root loader again.
    siteHead: siteHead(url),
    requestId: ctx.requestId,
    business: ctx.services.site.business(),
    year: copyrightYear(),
    user: user ? { email: user.email, role: user.role } : null,
  };
}

export type ShellData = Awaited<ReturnType<typeof shellData>>;

/** What a refusal carries to the error page (useShell in shell.ts reads it). */
export interface Refusal {
  error: "not-authorized";
  shell: ShellData;
}

/**
 * The 403 a middleware throws to refuse a request. Once a middleware throws, React Router
 * runs no loader, not even the root's: the error page has no root data, in the document and
 * in a client-side navigation's answer alike. So the refusal brings the shell's data itself,
 * and the page is still the site's: header, account menu (to sign out), footer, language.
 */
export async function refusal(context: Readonly<RouterContextProvider>, url: URL) {
  const body: Refusal = { error: "not-authorized", shell: await shellData(context, url) };
  return data(body, { status: 403 });
}
