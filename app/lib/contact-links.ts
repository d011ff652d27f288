/** tel: links want the number without spaces. */
export function phoneLink(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, "")}`;
}

/** A chat-app (WhatsApp) link that opens a conversation with a prefilled greeting. */
export function chatLink(number: string, greeting: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;
}
