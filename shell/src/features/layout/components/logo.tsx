import { Image, type ImageProps } from '@chakra-ui/react';
import logoUrl from '../../../assets/logo.svg';

/** The console's logo; its text alternative names the product. It never shrinks (a scrolling drawer would cut it). */
export function Logo(props: Omit<ImageProps, 'src' | 'alt'>) {
  return <Image src={logoUrl} alt="Payment Console" h="10" minH="10" w="auto" flexShrink={0} alignSelf="flex-start" {...props} />;
}
