/** The kit's internal list and dashboard frames, for the screens (`#internal`); not exported by the package. */
export * from './CountsNav';
export * from './DashboardFrame';
export * from './DownloadProgress';
export * from './Investments';
export * from './navigation';
export * from './ServerListScreen';
export * from './ServerListTable';
