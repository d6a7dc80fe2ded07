import { Badge, Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { List } from '../ui/chakra/List';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { comingSoonNote, PRICING_PLANS, PRO_PAYMENT, type PricingPlan } from './pricing';

/**
 * The Pro plan's dormant payment form. Its only way in is the Join Waitlist button, which stays disabled while the
 * plan is coming soon, so nothing can submit it (and the server answers that payments are not open yet).
 */
function DormantPaymentForm({ plan, noteId }: { plan: PricingPlan; noteId?: string }) {
  return (
    <form method="post" action={PRO_PAYMENT.action} style={{ width: '100%' }}>
      <input type="hidden" name="plan" value={PRO_PAYMENT.plan} />
      <input type="hidden" name="amount" value={PRO_PAYMENT.amount} />
      <Button type="submit" variant="outline" width="full" disabled={plan.comingSoon} aria-describedby={noteId}>
        {plan.buttonText}
      </Button>
    </form>
  );
}

function PlanButton({ plan }: { plan: PricingPlan }) {
  const noteId = `${useId()}-coming-soon`;
  if (plan.comingSoon) {
    // The button stays disabled (the spec's table); the line under it says why, and the button names it as its
    // description.
    return (
      <Stack gap="2" width="full">
        {plan.name === 'Pro' ? (
          <DormantPaymentForm plan={plan} noteId={noteId} />
        ) : (
          <Button variant="outline" width="full" disabled aria-describedby={noteId}>
            {plan.buttonText}
          </Button>
        )}
        <Text id={noteId} color="fg.muted" textStyle="xs" textAlign="center">
          {comingSoonNote(plan.name)}
        </Text>
      </Stack>
    );
  }
  if (plan.name === 'Pro') return <DormantPaymentForm plan={plan} />;
  return (
    <Button asChild colorPalette="brand" width="full">
      <RouterLink to={`${paths.auth.href()}?tab=register`}>{plan.buttonText}</RouterLink>
    </Button>
  );
}

/** The three plans side by side (one column on a phone); `headingLevel` fits them under the page's own headings. */
export function PricingPlans({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
      {PRICING_PLANS.map((plan) => (
        <Card.Root
          as="li"
          key={plan.name}
          borderColor={plan.popular ? 'brand.500' : undefined}
          borderWidth={plan.popular ? '2px' : undefined}
        >
          <Card.Header>
            <Stack gap="2">
              {plan.popular && (
                <Badge colorPalette="brand" alignSelf="flex-start">
                  Most Popular
                </Badge>
              )}
              {plan.comingSoon && (
                <Badge colorPalette="gray" alignSelf="flex-start">
                  Coming Soon
                </Badge>
              )}
              <Heading as={headingLevel} size="lg">
                {plan.name}
              </Heading>
              <Text textStyle="2xl" fontWeight="bold">
                {plan.price}
              </Text>
              <Text color="fg.muted" textStyle="sm">
                {plan.description}
              </Text>
            </Stack>
          </Card.Header>
          <Card.Body>
            <List.Root ps="5" gap="2" color="fg.muted" textStyle="sm">
              {plan.features.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List.Root>
          </Card.Body>
          <Card.Footer>
            <PlanButton plan={plan} />
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
