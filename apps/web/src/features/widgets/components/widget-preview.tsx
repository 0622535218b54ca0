import { Paper, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { WIDGET_CATALOGUE } from '@goodhive/contract';
import { widgetAddress, widgetFrameSize, type EmbedChoice } from '../embed-code';
import classes from './widget-preview.module.css';

/** The widget as a visitor of the member's website will see it, live. */
export function WidgetPreview({ choice }: { choice: EmbedChoice }) {
  const { width, height } = widgetFrameSize(choice);
  const frame = useRef<HTMLIFrameElement>(null);
  const address = widgetAddress(choice);
  const [measured, setMeasured] = useState<{ address: string; height: number } | null>(null);
  // The widget reports its height, as it does to the embed script on a member's website.
  useEffect(() => {
    const onMessage = (event: MessageEvent<{ type?: string; height?: number }>) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (event.data?.type === 'goodhive-widget-size' && typeof event.data.height === 'number') setMeasured({ address, height: event.data.height });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [address]);
  const shownHeight = measured?.address === address ? Math.min(2000, measured.height) : height;
  return (
    <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="preview-title">
      <Title order={2} fz={20} c="forest.9" id="preview-title">
        3. Preview
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        {WIDGET_CATALOGUE[choice.kind].name}, with your live figures.
      </Text>
      <div className={classes.stage} data-theme={choice.style.theme}>
        <iframe
          ref={frame}
          key={address}
          src={address}
          width={width}
          height={shownHeight}
          title={`Preview: ${WIDGET_CATALOGUE[choice.kind].name}`}
          className={classes.frame}
        />
      </div>
    </Paper>
  );
}
