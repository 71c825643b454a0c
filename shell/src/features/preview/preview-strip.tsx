import { Button, HStack, Text } from '@chakra-ui/react';
import { formatSiteDateTime } from '@console/shared';
import { previewOfPage, type PreviewInfo } from './preview-of-page';

/**
 * A strip at the top of every page while this browser previews a kept release opened from its
 * preview link: which app and release, that nobody else sees it, until when, and the way back
 * (`/preview/leave`, which ends it on the console server and reloads). It lives in the shell, so it
 * shows whatever the previewed remote does.
 */
export function PreviewStrip({ preview = previewOfPage() }: { preview?: PreviewInfo | null }) {
  if (!preview) return null;
  return (
    <HStack role="region" aria-label="Preview" position="sticky" top="0" zIndex="banner" gap="3" px="4" py="2" bg="purple.100" color="purple.950" fontSize="sm" flexWrap="wrap">
      <Text flex="1" minW="0" wordBreak="break-word">
        <Text as="strong">
          Preview: {preview.app} {preview.version}
        </Text>{' '}
        — only this browser sees it, until {formatSiteDateTime(preview.expiresAt)}. Everything else is the live console.
      </Text>
      <Button asChild size="xs" variant="outline" colorPalette="purple">
        <a href="/preview/leave">Leave preview</a>
      </Button>
    </HStack>
  );
}
