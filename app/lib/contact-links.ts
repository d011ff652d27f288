/** tel: links want the number without spaces. */
export function phoneLink(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, "")}`;
}

export function emailLink(email: string): string {
  return `mailto:${email}`;
}

/** A chat-app (WhatsApp) link that opens a conversation with a prefilled greeting. */
export function chatLink(number: string, greeting: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;
}

/** Another site opens in a new tab that cannot reach back into ours. */
export const externalLink = { target: "_blank", rel: "noopener noreferrer" } as const;
