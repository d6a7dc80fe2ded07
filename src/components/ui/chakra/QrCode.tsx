import { QrCode as ChakraQrCode } from '@chakra-ui/react';
import { qrCodeSlotRecipe } from '@chakra-ui/react/theme/recipes/qr-code';
import { withRecipe } from './withRecipe';

/** Chakra's QrCode (drawn by zag's maintained QR encoder, uqr), with its recipe (withRecipe.ts). */
export const QrCode = { ...ChakraQrCode, Root: withRecipe(ChakraQrCode.Root, qrCodeSlotRecipe) };
