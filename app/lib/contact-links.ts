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

/**
 * Directions to the shop from wherever the visitor is, in a maps page that reads the address
 * (Google Maps' documented URL scheme: the phone's maps app opens it too).
 */
export function directionsLink(place: { street: string; postalCode: string; city: string }) {
  const destination = `${place.street}, ${place.postalCode} ${place.city}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** Another site opens in a new tab that cannot reach back into ours. */
export const externalLink = { target: "_blank", rel: "noopener noreferrer" } as const;
