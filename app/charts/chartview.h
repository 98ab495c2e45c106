#pragma once

#include <QChartView>
#include <QWidget>

class QGraphicsLineItem;
class QHBoxLayout;
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

protected:
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    void hideCrosshair();

    QGraphicsLineItem* m_line = nullptr;
};

// The chart's notes (chartNotes) are shown beneath it, in a box of three lines that scrolls.
// Object names: the view has `key` (a chartKey), the buttons export-png-<key> and export-svg-<key>, the toolbar
// export-<key>, the notes notes-<key>.
class ChartPanel final : public QWidget
{
    Q_OBJECT

public:
    explicit ChartPanel(const QString& key, QWidget* parent = nullptr);

    CrosshairChartView* view() const { return m_view; }
    // Shows `chart` (the view owns it) and its notes, and deletes the one shown before.
    void setChart(QChart* chart);
    // A control of the page's own for this chart, at the left of the toolbar (the panel owns it).
    void addTool(QWidget* tool);
    // Adds a note to the chart shown (chartNotes), for what is known only after it was drawn.
    void addNote(const QString& note);

signals:
    // The user asked to export the chart as "png" or "svg".
    void exportRequested(const QString& suffix);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showNotes();

    CrosshairChartView* m_view;
    QHBoxLayout* m_tools;
    QToolButton* m_png;
    QToolButton* m_svg;
    QTextBrowser* m_notes;
};

} // namespace fw::app
