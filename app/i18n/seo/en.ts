/**
 * What search engines and link previews read of each page: its title, description and the
 * alt text of its picture, in English, the source (nl.ts and fr.ts have exactly these keys).
 * Server-only messages: loaders translate these into the page's head (app/lib/page-head.server.ts)
 * and only the result reaches the browser, inside the loader data; no script carries them
 * (docs/decisions/0014-page-head.md). `{{name}}` is the shop's name.
 */
export const en = {
  seo: {
    /** The home page's title after the shop's name, and the site's. */
    siteTitle: "Gold, diamonds and luxury watches in Antwerp",
    /** The home page's description, and that of any page without its own. */
    description:
      "Buy and sell gold, diamonds and luxury watches in Antwerp. Free, transparent valuations and instant payment.",
    /** The site's own picture (public/og-image.jpg), shown when a page has none. */
    imageAlt: "{{name}}, Antwerpen: the shop's name in gold beside a ring with an oval diamond",
    pages: {
      shop: {
        title: "Diamond rings and special editions",
        description:
          "Engagement rings in every shape, design and metal and one-of-a-kind special editions from {{name}} in Antwerp. Prices include VAT; pickup in our shop or insured delivery.",
      },
      login: {
        title: "Log in",
        description:
          "Log in to your {{name}} account to follow your orders and check out without retyping your details.",
      },
      signup: {
        title: "Create an account",
        description:
          "Create a {{name}} account to order rings online, follow your orders and keep your details for next time.",
      },
      goldAlerts: {
        title: "Gold price alert",
        description:
          "Ask {{name}} to mail you when fine gold goes above or below your price per gram. Confirmed by e-mail, stopped with one click.",
      },
      goldAlertConfirm: {
        title: "Confirm your gold price alert",
        description: "Confirm the gold price alert you asked {{name}} for.",
      },
      appointment: {
        title: "Book a valuation appointment",
        description:
          "Book a free valuation of your gold, diamonds, jewellery or watch at {{name}} in Antwerp: choose a day and a time, get it in your calendar.",
      },
      appointmentManage: {
        title: "Your appointment",
        description: "Move or cancel your valuation appointment at {{name}} in Antwerp.",
      },
      goldAlertUnsubscribe: {
        title: "Stop your gold price alert",
        description: "Stop a gold price alert from {{name}} with one click, without logging in.",
      },
      resetPassword: {
        title: "Reset your password",
        description:
          "Forgot your password? Ask {{name}} for a link by e-mail and choose a new one.",
      },
      newPassword: {
        title: "Choose a new password",
        description: "Choose a new password for your {{name}} account.",
      },
      secondFactor: {
        title: "Two-step sign-in",
        description: "Finish logging in to your {{name}} account with the code from your app.",
      },
      goldPrice: {
        title: "Gold price today and buying prices per karat",
        description:
          "What {{name}} in Antwerp pays per gram of 9 to 24 karat gold today, the fine gold price it rests on, and how that price moved over 30 days, a year and five years.",
      },
      privacy: {
        title: "Privacy notice",
        description:
          "How {{name}} in Antwerp handles your personal data: what we collect, why, for how long, and your rights under the GDPR.",
      },
      terms: {
        title: "Terms of sale",
        description:
          "The terms of sale of {{name}}'s online shop: prices, ordering, payment by bank transfer, pickup in Antwerp or insured delivery, your 14-day right of withdrawal and the legal guarantee.",
      },
      profile: {
        title: "My account",
        description: "Your details and your orders at {{name}}.",
      },
      orders: {
        title: "Order history",
        description: "Every order you placed at {{name}}, newest first.",
      },
      order: {
        title: "Order {{reference}}",
        description: "Your order at {{name}}: what you ordered and how to pay for it.",
      },
      checkout: {
        title: "Checkout",
        description:
          "Check out your cart at {{name}}: your contact details, pickup or insured delivery, and payment by bank transfer.",
      },
      admin: {
        title: "Admin panel",
        description:
          "Valuation requests, products, orders, pictures and special editions of {{name}}.",
      },
    },
  },
};

export type SeoMessages = typeof en;
/** The pages with a title and description of their own here. */
export type SeoPage = keyof SeoMessages["seo"]["pages"];
