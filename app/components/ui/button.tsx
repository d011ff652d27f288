import type { ComponentProps, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";

/**
 * The button looks. Five are taken from the hand-written class strings they replace:
 * - primary: ink fill (form submits, "Accept All", error-page "Back" links)
 * - secondary: ink outline on white (cookie choices, federated sign-in)
 * - gold: the hero's call to action and the header's "Sign Up"
 * - ghost-light: quiet buttons on the dark header (account links, menu and cart toggles)
 * - outline-light: white outline on a dark band (the hero's "Call us", "Chat with us")
 * The sixth, ghost, is ghost-light's counterpart on white, for the kit's own close buttons
 * (dialog, toast), which would otherwise be one more hand-written string.
 * Every text/background pair keeps a contrast of at least 4.5:1 against the theme of app.css,
 * hover included (ink on gold 8.4:1, white on ink 17.7:1, white/90 on ink 14.5:1).
 */
export type ButtonVariant =
  "primary" | "secondary" | "gold" | "ghost" | "ghost-light" | "outline-light";

/** sm and md are the two text sizes in use; icon is the square of the header's icon buttons. */
export type ButtonSize = "sm" | "md" | "icon";

const variants: Record<ButtonVariant, string> = {
  // Filled looks carry a transparent border, so they are as tall as outlined ones side by
  // side and keep a visible edge in Windows' forced-colours mode.
  primary: "border-transparent bg-ink text-white hover:bg-ink-soft",
  secondary: "border-ink bg-white text-ink hover:bg-ink hover:text-white",
  gold: "border-transparent bg-gold text-ink hover:bg-gold-light",
  ghost: "border-transparent text-ink hover:bg-ink/5",
  "ghost-light": "border-transparent text-white/90 hover:bg-white/10 hover:text-white",
  "outline-light": "border-white/60 text-white hover:bg-white/10",
};

const sizes: Record<ButtonSize, string> = {
  sm: "px-4 py-2 text-sm",
  md: "px-6 py-3",
  icon: "p-2",
};

interface ButtonStyle {
  /** Defaults to primary. */
  variant?: ButtonVariant | undefined;
  /** Defaults to md. */
  size?: ButtonSize | undefined;
  /** Stretch to the container's width (form submits on narrow cards). */
  fullWidth?: boolean | undefined;
  /** Layout only (margins, visibility per breakpoint); the look comes from variant and size. */
  className?: string | undefined;
}

function buttonClasses({ variant = "primary", size = "md", fullWidth, className }: ButtonStyle) {
  return [
    "inline-flex items-center justify-center gap-2 rounded border text-center font-semibold",
    "disabled:cursor-not-allowed disabled:opacity-70 aria-busy:cursor-wait",
    variants[variant],
    sizes[size],
    fullWidth ? "w-full" : "",
    className ?? "",
  ]
    .filter(Boolean)
    .join(" ");
}

export type ButtonProps = Omit<ComponentProps<"button">, "className"> &
  ButtonStyle & {
    /**
     * While a form is being submitted: the button is disabled (no double submit), marked
     * aria-busy and shows `pendingLabel` ("Sending..."), so everyone sees the form is working.
     */
    pending?: boolean | undefined;
    pendingLabel?: ReactNode;
  };

/** A real <button>; type="button" unless told otherwise, so it never submits a form by accident. */
export function Button({
  variant,
  size,
  fullWidth,
  className,
  pending = false,
  pendingLabel,
  type = "button",
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled === true || pending}
      aria-busy={pending || undefined}
      className={buttonClasses({ variant, size, fullWidth, className })}
    >
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  );
}

/** A route of the app: React Router's <Link> (client-side navigation, prefetching). */
type RouterLinkProps = Omit<LinkProps, "className"> & { href?: never };

/**
 * An in-page anchor ("#contact"), tel: or an external address: a plain <a>, so the browser
 * does what it does natively (moves focus to the target, opens the phone app).
 */
type PlainLinkProps = Omit<ComponentProps<"a">, "className"> & { href: string; to?: never };

export type ButtonLinkProps = ButtonStyle & (RouterLinkProps | PlainLinkProps);

/** A link that looks like a Button: `to` for the app's routes, `href` for anything else. */
export function ButtonLink(props: ButtonLinkProps) {
  return props.href === undefined ? (
    <RouterButtonLink {...props} />
  ) : (
    <PlainButtonLink {...props} />
  );
}

function RouterButtonLink({
  variant,
  size,
  fullWidth,
  className,
  ...link
}: ButtonStyle & RouterLinkProps) {
  return <Link {...link} className={buttonClasses({ variant, size, fullWidth, className })} />;
}

function PlainButtonLink({
  variant,
  size,
  fullWidth,
  className,
  ...anchor
}: ButtonStyle & PlainLinkProps) {
  return <a {...anchor} className={buttonClasses({ variant, size, fullWidth, className })} />;
}
