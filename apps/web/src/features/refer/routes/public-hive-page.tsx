import { Button, Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { hiveTexts as t } from '@goodhive/contract/texts';
import { QueryState } from '../../../components/ui/query-state';
import { hiveJoinPath } from '../refer-paths';
import { publicHiveQuery } from '../api/hives';
import { HiveView } from '../components/hive-view';


/** Route 'public.hive' (/hive/{page_url}): a hive's public page with its combined impact, member logos and a join button. */
export function PublicHivePage() {
  const { page_url: pageUrl = '' } = useParams();
  const hive = useQuery(publicHiveQuery(pageUrl));
  return (
    <Container size={1100} py={{ base: 'lg', sm: 'xl' }}>
      <QueryState query={hive} loadingLabel="Loading the hive…" errorTitle="This hive could not be loaded" isEmpty={() => false}>
        {(data) => (
          <HiveView
            hive={data}
            members={data.members}
            action={
              <Button component={Link} to={hiveJoinPath(data.page_url)} size="md">
                {t.join}
              </Button>
            }
          />
        )}
      </QueryState>
    </Container>
  );
}
