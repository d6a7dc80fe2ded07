import { Accordion as ChakraAccordion } from '@chakra-ui/react';
import { accordionSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './withRecipe';

/** Chakra's Accordion, with its recipe (withRecipe.ts). */
export const Accordion = { ...ChakraAccordion, Root: withRecipe(ChakraAccordion.Root, accordionSlotRecipe) };
