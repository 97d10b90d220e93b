export { BarChart, type BarChartProps, type BarDatum } from './BarChart';
export { Chart, type ChartProps, type ChartSeries } from './Chart';
