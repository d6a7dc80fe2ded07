import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { List } from '../../../components/ui/chakra/List';
import type { ArticleBlock, ArticleBody } from '../articles/blocks';

function Block({ block }: { block: ArticleBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <Text>{block.text}</Text>;
    case 'heading':
      return (
        <Heading as="h2" size="xl" pt={4}>
          {block.text}
        </Heading>
      );
    case 'list':
    case 'steps':
      return (
        <List.Root as={block.kind === 'steps' ? 'ol' : 'ul'} gap={2} ps={6}>
          {block.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List.Root>
      );
    case 'quote':
      return (
        <Box as="figure" borderStartWidth="4px" borderColor="brand.500" ps={5} py={1}>
          <Text as="blockquote" textStyle="lg" fontStyle="italic">
            {block.text}
          </Text>
          <Text as="figcaption" mt={2} textStyle="sm" color="fg.muted">
            {block.source}
          </Text>
        </Box>
      );
    case 'tip':
      return (
        <Box
          as="aside"
          aria-label="Tip"
          bg="brand.50"
          borderWidth="1px"
          borderColor="brand.200"
          borderRadius="l3"
          p={5}
        >
          <Text>
            <Text as="strong" color="brand.800">
              Tip:{' '}
            </Text>
            {block.text}
          </Text>
        </Box>
      );
  }
}

/** An article's text at a comfortable reading measure. */
export function ArticleText({ body }: { body: ArticleBody }) {
  return (
    <Stack gap={5} textStyle="lg" lineHeight="tall" maxW="68ch">
      {body.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </Stack>
  );
}
