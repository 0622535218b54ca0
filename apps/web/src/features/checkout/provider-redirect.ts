import { isProviderUrl } from './payment-flow';

/**
 * Sends the browser to the payment provider's hosted page. It replaces the payment page in the history,
 * so Back from the provider returns to where checkout started rather than into a second redirect.
 * Returns false, and stays, for an address that is not a web page.
 */
export function leaveForProvider(url: string): boolean {
  if (!isProviderUrl(url)) return false;
  window.location.replace(url);
  return true;
}
