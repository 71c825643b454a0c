import { Image, type ImageProps } from '@chakra-ui/react';
import logoUrl from '../../../assets/logo.svg';

/** The console's logo; its text alternative names the product. */
export function Logo(props: Omit<ImageProps, 'src' | 'alt'>) {
  return <Image src={logoUrl} alt="Payment Console" h="10" w="auto" {...props} />;
}
