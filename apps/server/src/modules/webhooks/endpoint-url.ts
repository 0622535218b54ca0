import dns from 'node:dns';
import net from 'node:net';
import { webhookMessages } from '@goodhive/contract';

/** Addresses a webhook may never reach in production: private, loopback, link-local, shared, multicast, reserved. */
const blocked = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv6');
}

/** True when an IP address is one a webhook must not reach in production (an IPv4-mapped IPv6 address by its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], 'ipv4');
  const family = net.isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type UrlProblem = { message: string };

/**
 * Why an endpoint URL is refused, or null. Always: an absolute http(s) address without a user name or password.
 * Unless private addresses are allowed (outside production): https only, and the host, resolved now, must have no
 * private, loopback or link-local address (each delivery checks the address it connects to again).
 */
export async function checkEndpointUrl(raw: string, allowPrivate: boolean): Promise<UrlProblem | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { message: webhookMessages.urlInvalid };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { message: webhookMessages.urlInvalid };
  if (url.username || url.password) return { message: webhookMessages.urlCredentials };
  if (allowPrivate) return null;
  if (url.protocol !== 'https:') return { message: webhookMessages.urlHttps };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return isPrivateAddress(host) ? { message: webhookMessages.urlPrivate } : null;
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return { message: webhookMessages.urlPrivate };
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true, verbatim: true });
  } catch {
    return { message: webhookMessages.urlUnresolvable };
  }
  if (!addresses.length) return { message: webhookMessages.urlUnresolvable };
  return addresses.some((a) => isPrivateAddress(a.address)) ? { message: webhookMessages.urlPrivate } : null;
}

/**
 * A `lookup` for http(s).request that refuses private addresses: the address a delivery connects to is the one
 * checked, so a host that resolves elsewhere after it was saved (DNS rebinding) is still refused.
 */
export const publicOnlyLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 4);
    const list = addresses as unknown as dns.LookupAddress[];
    const bad = list.find((a) => isPrivateAddress(a.address));
    if (bad || !list.length) return callback(Object.assign(new Error(webhookMessages.urlPrivate), { code: 'EPRIVATEADDRESS' }), '', 4);
    if ((options as dns.LookupOptions).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};
