// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QChartView>
#include <QWidget>

class QGraphicsLineItem;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QTextBrowser;
class QToolButton;

// A chart as a page shows it: the view, with a hover crosshair on the charts whose builder gives them one
// (crosshairText in charts.h), under a small toolbar that exports the chart as PNG or SVG.
namespace fw::app {

class CrosshairChartView final : public QChartView
{
    Q_OBJECT

public:
    explicit CrosshairChartView(QWidget* parent = nullptr);

    // The crosshair at `viewPos` (viewport coordinates): the line through the plot and the text shown beside it;
    // empty text and no line outside the plot or where no point is near. What a mouse move shows.
    QString crosshairAt(QPoint viewPos);

signals:
    void doubleClicked();

protected:
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    void hideCrosshair();

    QGraphicsLineItem* m_line = nullptr;
};

// The chart's notes (chartNotes) are shown beneath it, in a box of three lines that scrolls.
// The plot keeps chartkit::kMinimumPlotArea: when the chart's titles, legend and axes leave it less height, the view
// grows (a page scrolls its charts); when even that leaves it too little, the chart says so over itself and offers
// to enlarge it, instead of drawing "..." axes. The toolbar's Enlarge (and a double click) asks the page to show the
// chart large, in a window of its own.
// Object names: the view has `key` (a chartKey), the buttons export-png-<key>, export-svg-<key> and enlarge-<key>,
// the toolbar export-<key>, the notes notes-<key>, the too-little-room notice tooSmall-<key>.
class ChartPanel final : public QWidget
{
    Q_OBJECT

public:
    explicit ChartPanel(const QString& key, QWidget* parent = nullptr);

    CrosshairChartView* view() const { return m_view; }
    // The view's smallest size whatever its chart; it grows beyond it in height when its plot needs more.
    void setMinimumChartSize(QSize size);
    // Whether the chart shown has less than chartkit::kMinimumPlotArea for its plot even after growing.
    bool isTooSmall() const;
    // Shows `chart` (the view owns it) and its notes, and deletes the one shown before.
    void setChart(QChart* chart);
    // A control of the page's own for this chart, at the left of the toolbar (the panel owns it).
    void addTool(QWidget* tool);
    // Adds a note to the chart shown (chartNotes), for what is known only after it was drawn.
    void addNote(const QString& note);

signals:
    // The user asked to export the chart as "png" or "svg".
    void exportRequested(const QString& suffix);
    // The user asked to see the chart large (the toolbar's Enlarge, a double click, the too-little-room notice).
    void enlargeRequested();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    void showNotes();
    // Grows the view's height by what its plot lacks, and shows the notice where it still lacks room.
    void keepPlotRoom();
    void placeNotice();

    CrosshairChartView* m_view;
    QHBoxLayout* m_tools;
    QToolButton* m_png;
    QToolButton* m_svg;
    QToolButton* m_enlarge;
    QTextBrowser* m_notes;
    QWidget* m_notice;
    QLabel* m_noticeText;
    QPushButton* m_noticeEnlarge;
    QSize m_minimum;
    bool m_fitting = false;
};

} // namespace fw::app
