import { RIGHTS } from '@saola/core/http';
import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { RightGroupList } from './right-group-list';
import { staffServer } from './right-group-list.fixtures';

function Scenario({ idType = 2, catalogueFails = false }: { idType?: 2 | 3; catalogueFails?: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType, rights: [RIGHTS.rightGroup] };
  return (
    <WithFakeSaola answers={staffServer({ catalogueFails })}>
      <RightGroupList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Permission groups', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Groups: StoryObj<typeof meta> = {};
export const AsTeacher: StoryObj<typeof meta> = { args: { idType: 3 } };
export const CatalogueFailed: StoryObj<typeof meta> = { args: { catalogueFails: true } };
