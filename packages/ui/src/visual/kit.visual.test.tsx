/**
 * Visual baselines of the kit's main stories (the `visual` Vitest project, in Chromium).
 * Baselines live in __screenshots__/ beside this file and are committed; a changed pixel beyond the
 * tolerance fails the test and leaves the diff in .vitest/attachments. After an intended change,
 * run `npm run test:visual:update` and commit the new images. Chromatic covers the same stories in
 * the cloud (`npm run chromatic`) where a project token exists.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../../../.storybook/preview.tsx';
import * as ButtonStories from '../components/Button/Button.stories.tsx';
import * as ComboboxStories from '../components/Combobox/Combobox.stories.tsx';
import * as DataTableStories from '../components/DataTable/DataTable.stories.tsx';
import * as ErrorScreenStories from '../components/ErrorScreen/ErrorScreen.stories.tsx';
import * as NavBarStories from '../components/NavBar/NavBar.stories.tsx';
import * as NoticeStories from '../components/Notice/Notice.stories.tsx';
import * as PasswordFieldStories from '../components/PasswordField/PasswordField.stories.tsx';
import * as SelectStories from '../components/Select/Select.stories.tsx';
import * as SidebarStories from '../components/Sidebar/Sidebar.stories.tsx';
import * as TextFieldStories from '../components/TextField/TextField.stories.tsx';

// The kit's stories need no API, so the MSW loader is left out here.
// Nor its checks after each story (the mock it would ask about is this page's own worker).
const annotations = setProjectAnnotations([
  { ...preview, loaders: [], beforeEach: undefined, afterEach: undefined },
]);
beforeAll(annotations.beforeAll);

const Button = composeStories(ButtonStories);
const Combobox = composeStories(ComboboxStories);
const DataTable = composeStories(DataTableStories);
const ErrorScreen = composeStories(ErrorScreenStories);
const NavBar = composeStories(NavBarStories);
const Notice = composeStories(NoticeStories);
const PasswordField = composeStories(PasswordFieldStories);
const Select = composeStories(SelectStories);
const Sidebar = composeStories(SidebarStories);
const TextField = composeStories(TextFieldStories);

const cases = [
  ['button-primary', Button.Primary],
  ['button-secondary', Button.Secondary],
  ['button-loading', Button.Loading],
  ['textfield-error', TextField.Error],
  ['passwordfield-visible', PasswordField.Visible],
  ['select-no-options', Select.NoOptions],
  ['combobox-error', Combobox.Error],
  ['notice-success', Notice.Success],
  ['notice-error', Notice.Error],
  ['errorscreen-load-failed', ErrorScreen.Error],
  ['datatable-loaded', DataTable.Default],
  ['datatable-phone', DataTable.Phone],
  ['navbar-home', NavBar.Home],
  ['navbar-phone-menu', NavBar.PhoneMenu],
  ['sidebar-expanded', Sidebar.Expanded],
] as const;

let canvas: HTMLDivElement | undefined;
afterEach(() => {
  canvas?.remove();
  canvas = undefined;
});

describe('kit screenshots', () => {
  test.each(cases)('%s matches its baseline', async (name, Story) => {
    canvas = document.createElement('div');
    canvas.style.padding = '16px';
    canvas.style.width = '960px';
    document.body.append(canvas);
    // Runs the story's play too, so interactive states (an open menu) are what is captured.
    await Story.run({ canvasElement: canvas });
    await expect.element(page.elementLocator(canvas)).toMatchScreenshot(name);
  });
});
