/**
 * A route module's `handle` field for a page that writes its own <meta name="description">:
 * the root layout then leaves its default out, so the page never carries two.
 */
export interface OwnDescriptionHandle {
  ownDescription: true;
}
