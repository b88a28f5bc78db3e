/**
 * A report's bar chart drawn into a scheduled report's PDF with pdfkit's own shapes (the admin
 * draws the same bars with @nivo/bar in the browser): stacked bars with a value axis, grid lines,
 * category labels and a legend. Horizontal charts (one bar per agent) go on over further pages.
 */
import type { ReportChart } from './scheduled-reports.js';

const LEGEND_SWATCH = 8;
const AXIS_FONT = 6.5;
const TICKS = 4;
/** Vertical charts: the plot's height. Horizontal ones: each bar's band, and the widest agent label. */
const PLOT_HEIGHT = 300;
const BAND = 14;
const LABEL_WIDTH = 140;
const AXIS_GAP = 30;

/** The axis' end and step: the highest stack rounded up to 1, 2 or 5 times a power of ten per step. */
export function valueAxis(chart: ReportChart): { end: number; step: number } {
  if (chart.max !== undefined) return { end: chart.max, step: chart.max / TICKS };
  const highest = Math.max(0, ...chart.categories.map((_, index) => chart.series.reduce((sum, series) => sum + Math.max(0, series.values[index] ?? 0), 0)));
  if (highest === 0) return { end: 1, step: 1 / TICKS };
  const raw = highest / TICKS;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw)!;
  return { end: step * Math.ceil(highest / step), step };
}

const tickText = (value: number, unit = '') => `${Number(value.toFixed(2))}${unit}`;

/** Draws the chart from the document's current position, left margin `left`, `width` wide. */
export function drawChart(pdf: PDFKit.PDFDocument, chart: ReportChart, left: number, width: number, bottomMargin: number): void {
  const pageBottom = () => pdf.page.height - bottomMargin;
  pdf.fillColor('black').font('bold').fontSize(10).text(chart.title, left, pdf.y);
  pdf.moveDown(0.3);
  drawLegend(pdf, chart, left, width);
  const { end, step } = valueAxis(chart);
  if (chart.direction === 'vertical') {
    if (pdf.y + PLOT_HEIGHT + AXIS_GAP > pageBottom()) pdf.addPage();
    drawVertical(pdf, chart, { left: left + AXIS_GAP, top: pdf.y + 4, width: width - AXIS_GAP, height: PLOT_HEIGHT }, end, step);
  } else {
    drawHorizontal(pdf, chart, left, width, end, step, pageBottom);
  }
  pdf.fillColor('black');
  pdf.x = left;
  pdf.moveDown();
}

function drawLegend(pdf: PDFKit.PDFDocument, chart: ReportChart, left: number, width: number): void {
  pdf.font('body').fontSize(AXIS_FONT + 0.5);
  let x = left;
  let y = pdf.y;
  for (const series of chart.series) {
    const itemWidth = LEGEND_SWATCH + 4 + pdf.widthOfString(series.label) + 12;
    if (x + itemWidth > left + width) {
      x = left;
      y += LEGEND_SWATCH + 4;
    }
    pdf.rect(x, y, LEGEND_SWATCH, LEGEND_SWATCH).fill(series.colour);
    pdf.fillColor('black').text(series.label, x + LEGEND_SWATCH + 4, y, { lineBreak: false });
    x += itemWidth;
  }
  pdf.x = left;
  pdf.y = y + LEGEND_SWATCH + 8;
}

interface Plot {
  left: number;
  top: number;
  width: number;
  height: number;
}

function drawVertical(pdf: PDFKit.PDFDocument, chart: ReportChart, plot: Plot, end: number, step: number): void {
  const scale = (value: number) => (Math.max(0, value) / end) * plot.height;
  pdf.font('body').fontSize(AXIS_FONT);
  for (let tick = 0; tick <= end + step / 2; tick += step) {
    const y = plot.top + plot.height - scale(tick);
    pdf
      .moveTo(plot.left, y)
      .lineTo(plot.left + plot.width, y)
      .lineWidth(0.3)
      .strokeColor('#dddddd')
      .stroke();
    pdf.fillColor('black').text(tickText(tick, chart.unit), plot.left - AXIS_GAP, y - AXIS_FONT / 2, { width: AXIS_GAP - 4, align: 'right', lineBreak: false });
  }
  const slot = plot.width / Math.max(1, chart.categories.length);
  chart.categories.forEach((category, index) => {
    let base = plot.top + plot.height;
    for (const series of chart.series) {
      const height = scale(series.values[index] ?? 0);
      if (height > 0) pdf.rect(plot.left + index * slot + slot * 0.1, base - height, slot * 0.8, height).fill(series.colour);
      base -= height;
    }
    pdf.fillColor('black').text(category, plot.left + index * slot, plot.top + plot.height + 3, { width: slot, align: 'center', lineBreak: false });
  });
  pdf.y = plot.top + plot.height + AXIS_FONT + 8;
}

function drawHorizontal(pdf: PDFKit.PDFDocument, chart: ReportChart, left: number, width: number, end: number, step: number, pageBottom: () => number): void {
  const plot = { left: left + LABEL_WIDTH, width: width - LABEL_WIDTH - 10 };
  const scale = (value: number) => (Math.max(0, value) / end) * plot.width;
  // The value axis under each page's part of the bars.
  const axis = (top: number, bottom: number) => {
    pdf.font('body').fontSize(AXIS_FONT);
    for (let tick = 0; tick <= end + step / 2; tick += step) {
      const x = plot.left + scale(tick);
      pdf.moveTo(x, top).lineTo(x, bottom).lineWidth(0.3).strokeColor('#dddddd').stroke();
      pdf.fillColor('black').text(tickText(tick, chart.unit), x - 20, bottom + 2, { width: 40, align: 'center', lineBreak: false });
    }
  };
  let top = pdf.y;
  let y = top;
  chart.categories.forEach((category, index) => {
    if (y + BAND + AXIS_FONT + 4 > pageBottom()) {
      axis(top, y);
      pdf.addPage();
      top = pdf.y;
      y = top;
    }
    let x = plot.left;
    for (const series of chart.series) {
      const length = scale(series.values[index] ?? 0);
      if (length > 0) pdf.rect(x, y + BAND * 0.15, length, BAND * 0.7).fill(series.colour);
      x += length;
    }
    pdf
      .font('body')
      .fontSize(AXIS_FONT + 0.5)
      .fillColor('black')
      .text(category, left, y + (BAND - AXIS_FONT) / 2, { width: LABEL_WIDTH - 6, align: 'right', height: BAND, ellipsis: true, lineBreak: false });
    y += BAND;
  });
  axis(top, y);
  pdf.y = y + AXIS_FONT + 8;
}
