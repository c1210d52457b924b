// The UI kit's public surface. Screens (added by later issues) are exported here too.
export { Button, type ButtonProps } from './components/Button/Button.tsx';
export { Combobox, type ComboboxProps } from './components/Combobox/Combobox.tsx';
export {
  DataTable,
  displayValue,
  toggleSort,
  type Column,
  type DataTableProps,
  type SortOrder,
  type SortState,
} from './components/DataTable/DataTable.tsx';
export { ErrorScreen, type ErrorScreenProps } from './components/ErrorScreen/ErrorScreen.tsx';
export { FileField, formatBytes, type FileFieldProps } from './components/FileField/FileField.tsx';
export { Footer, type FooterProps } from './components/Footer/Footer.tsx';
export {
  NavBar,
  PUBLIC_LINKS,
  sectionOf,
  type NavBarProps,
  type Section,
} from './components/NavBar/NavBar.tsx';
export { Notice, type NoticeProps } from './components/Notice/Notice.tsx';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination.tsx';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField.tsx';
export { NO_OPTIONS, Select, type SelectOption, type SelectProps } from './components/Select/Select.tsx';
export { Sidebar, type SidebarLink, type SidebarProps } from './components/Sidebar/Sidebar.tsx';
export {
  PageLoading,
  Spinner,
  type PageLoadingProps,
  type SpinnerProps,
} from './components/Spinner/Spinner.tsx';
export {
  DateField,
  DateTimeField,
  TextField,
  type TextFieldProps,
} from './components/TextField/TextField.tsx';
export { colorTokens, contrastRatio } from './tokens/tokens.ts';
