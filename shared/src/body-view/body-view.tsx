import { Box, Button, Clipboard, HStack, Stack, Text } from '@chakra-ui/react';
import { formatBody } from './format-body';

export interface BodyViewProps {
  /** The body as stored or sent (usually text). */
  body: unknown;
  /** Names the body for assistive technology and its Copy button, e.g. `Request 12`. */
  label: string;
  /** Height after which the body scrolls inside its box (default 16rem). */
  maxHeight?: string;
}

/**
 * A request or response body to read and copy (the notification history's cells): JSON
 * pretty-printed, other text exactly as sent (rendered as text, so markup such as `<script>`
 * shows and never runs), `N/A` when empty. Long lines wrap and a tall body scrolls inside its own
 * box (keyboard scrollable); Copy puts the body exactly as sent on the clipboard.
 */
export function BodyView({ body, label, maxHeight = '16rem' }: BodyViewProps) {
  const formatted = formatBody(body);
  if (formatted.kind === 'empty') return <Text as="span">{formatted.text}</Text>;
  const raw = typeof body === 'string' ? body : formatted.text;
  return (
    <Stack gap="1" align="stretch" minW="14rem" maxW="32rem" data-body-kind={formatted.kind}>
      <Box
        as="pre"
        role="region"
        aria-label={label}
        tabIndex={0}
        m="0"
        p="2"
        maxH={maxHeight}
        overflow="auto"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        fontFamily="mono"
        fontSize="xs"
        bg="bg.subtle"
        borderWidth="1px"
        borderRadius="sm"
      >
        {formatted.text}
      </Box>
      <HStack justify="flex-end">
        <Clipboard.Root value={raw} timeout={1500}>
          <Clipboard.Trigger asChild>
            <Button size="2xs" variant="outline" aria-label={`Copy ${label}`}>
              <Clipboard.Indicator copied="Copied">Copy</Clipboard.Indicator>
            </Button>
          </Clipboard.Trigger>
        </Clipboard.Root>
      </HStack>
    </Stack>
  );
}
