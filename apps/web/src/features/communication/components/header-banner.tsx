import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { bannerTexts } from '@goodhive/contract/texts';
import { activeBannerQuery } from '../api/banners';
import classes from './header-banner.module.css';

/**
 * Under the business header: the strip with the title of the active header banner (a link when it has one), and
 * the USD notice bar when that banner asks for it (business-and-public.md §2). Nothing without an active banner.
 */
export function HeaderBanner() {
  const banner = useQuery(activeBannerQuery('header')).data;
  if (!banner) return null;
  return (
    <>
      <div className={classes.strip} role="region" aria-label={bannerTexts.stripLabel} data-testid="header-banner">
        {banner.image_url ? <img src={banner.image_url} alt="" className={classes.image} /> : null}
        {banner.link ? (
          <Anchor href={banner.link} target={banner.link.startsWith(window.location.origin) ? undefined : '_blank'} rel="noopener noreferrer" c="white" fw={650} fz="sm" underline="always">
            {banner.title}
          </Anchor>
        ) : (
          <Text fw={650} fz="sm">
            {banner.title}
          </Text>
        )}
      </div>
      {banner.show_usd_notification ? (
        <div className={classes.usd} role="note" aria-label={bannerTexts.usdNoticeLabel} data-testid="usd-notice">
          <Text fz="sm">{bannerTexts.usdNotice}</Text>
        </div>
      ) : null}
    </>
  );
}
