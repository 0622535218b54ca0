import { Button, Code, CopyButton, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { embedCodes, type EmbedChoice } from '../embed-code';

/** The embed codes with copy buttons: a script that sizes itself, or a plain frame. */
export function EmbedCodePanel({ choice, ownerName }: { choice: EmbedChoice; ownerName: string }) {
  const codes = embedCodes(choice, window.location.origin);
  const block = (code: string, what: string) => (
    <Stack gap="sm">
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} aria-label={`${what} embed code`}>
        {code}
      </Code>
      <Group justify="flex-end">
        <CopyButton value={code} timeout={2000}>
          {({ copied, copy }) => (
            <Button color={copied ? 'forest' : 'honey'} onClick={copy} aria-live="polite">
              {copied ? 'Copied' : `Copy ${what.toLowerCase()} code`}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
  return (
    <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="code-title">
      <Title order={2} fz={20} c="forest.9" id="code-title">
        4. Copy the embed code
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        Paste it into any page of your website. It shows {ownerName}&apos;s impact and works on any site.
      </Text>
      <Tabs defaultValue="script" color="honey">
        <Tabs.List mb="md">
          <Tabs.Tab value="script">Script</Tabs.Tab>
          <Tabs.Tab value="iframe">Frame (iframe)</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="script">{block(codes.script, 'Script')}</Tabs.Panel>
        <Tabs.Panel value="iframe">{block(codes.iframe, 'Frame')}</Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
