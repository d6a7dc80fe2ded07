import { Badge, Card, Container, DataList, Heading, Stack } from '@chakra-ui/react';
import { useAppSelector } from '../../../app/hooks';
import { usePageTitle } from '../../../lib/usePageTitle';
import { selectCurrentUser } from '../../../api/sessionSlice';

export default function ProfilePage() {
  usePageTitle('Profile');
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  return (
    <Container maxW="3xl" py={{ base: 8, md: 16 }}>
      <Stack gap={6}>
        <Heading as="h1" size="3xl">
          Profile
        </Heading>
        <Card.Root>
          <Card.Body>
            <DataList.Root orientation="horizontal">
              <DataList.Item>
                <DataList.ItemLabel>Name</DataList.ItemLabel>
                <DataList.ItemValue>{user.name}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Email</DataList.ItemLabel>
                <DataList.ItemValue>{user.email}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Account</DataList.ItemLabel>
                <DataList.ItemValue>
                  <Stack direction="row" gap={2}>
                    <Badge>{user.role === 'admin' ? 'Admin' : 'Member'}</Badge>
                    {user.isReferrer && <Badge colorPalette="green">Referrer</Badge>}
                  </Stack>
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
