import { Anchor, Button, Group } from '@mantine/core';
import { ShareIcon } from '../../../components/ui/icons';

const SHARE_TEXT = 'Join us on Goodhive: every business moment can fund a small, concrete impact.';

/** Share actions for a link: the device's share sheet where there is one, e-mail and the usual networks. */
export function ShareLinks({ url, subject }: { url: string; subject: string }) {
  const encoded = encodeURIComponent(url);
  const text = encodeURIComponent(SHARE_TEXT);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const links = [
    { label: 'E-mail', href: `mailto:?subject=${encodeURIComponent(subject)}&body=${text}%20${encoded}` },
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}` },
    { label: 'X', href: `https://twitter.com/intent/tweet?text=${text}&url=${encoded}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}` },
    { label: 'WhatsApp', href: `https://wa.me/?text=${text}%20${encoded}` },
  ];
  return (
    <Group gap="sm" role="group" aria-label="Share your link">
      {canShare ? (
        <Button variant="filled" leftSection={<ShareIcon size={16} />} onClick={() => void navigator.share({ title: subject, text: SHARE_TEXT, url }).catch(() => undefined)}>
          Share…
        </Button>
      ) : null}
      {links.map((l) => (
        <Anchor key={l.label} href={l.href} target="_blank" rel="noopener noreferrer" fz="sm" fw={600} aria-label={`Share on ${l.label} (opens in a new tab)`}>
          {l.label}
        </Anchor>
      ))}
    </Group>
  );
}
