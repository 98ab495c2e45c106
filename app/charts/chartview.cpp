// SPDX-License-Identifier: Apache-2.0
#include "charts/chartview.h"

#include "charts/chartkit.h"
#include "charts/charts.h"

#include <QAbstractBarSeries>
#include <QBoxPlotSeries>
#include <QChart>
#include <QEvent>
#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QTextBrowser>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <QXYSeries>
#include <algorithm>
#include <cmath>

namespace fw::app {

CrosshairChartView::CrosshairChartView(QWidget* parent) : QChartView(parent)
{
    setMouseTracking(true);
    viewport()->setMouseTracking(true);
}

QString CrosshairChartView::crosshairAt(QPoint viewPos)
{
    QChart* current = chart();
    if (!current || !current->property("fwCrosshair").toBool() || current->series().isEmpty()) {
        hideCrosshair();
        return {};
    }
    const QPointF inChart = current->mapFromScene(mapToScene(viewPos));
    const QRectF plot = current->plotArea();
    if (!plot.contains(inChart)) {
        hideCrosshair();
        return {};
    }
    const QString text = crosshairText(current, current->mapToValue(inChart).x());
    if (text.isEmpty()) {
        hideCrosshair();
        return {};
    }
    if (!m_line || m_line->scene() != scene()) {
        m_line = scene()->addLine(QLineF(), QPen(QColor(0x70, 0x70, 0x70), 1, Qt::DashLine));
        m_line->setZValue(1000);
    }
    const QPointF top = current->mapToScene(QPointF(inChart.x(), plot.top()));
    const QPointF bottom = current->mapToScene(QPointF(inChart.x(), plot.bottom()));
    m_line->setLine(QLineF(top, bottom));
    m_line->show();
    return text;
}

void CrosshairChartView::mouseMoveEvent(QMouseEvent* event)
{
    QChartView::mouseMoveEvent(event);
    if (event->buttons() != Qt::NoButton)
        return; // a rubber band is being drawn
    const QString text = crosshairAt(event->position().toPoint());
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint() + QPoint(16, 16), text, this);
}

void CrosshairChartView::mouseDoubleClickEvent(QMouseEvent* event)
{
    QChartView::mouseDoubleClickEvent(event);
    if (event->button() == Qt::LeftButton)
        emit doubleClicked();
}

void CrosshairChartView::leaveEvent(QEvent* event)
{
    hideCrosshair();
    QToolTip::hideText();
    QChartView::leaveEvent(event);
}

void CrosshairChartView::hideCrosshair()
{
    if (m_line && m_line->scene() == scene())
        m_line->hide();
}

ChartPanel::ChartPanel(const QString& key, QWidget* parent)
    : QWidget(parent), m_view(new CrosshairChartView(this)), m_tools(nullptr), m_png(new QToolButton(this)),
      m_svg(new QToolButton(this)), m_enlarge(new QToolButton(this)), m_notes(new QTextBrowser(this)),
      m_notice(new QWidget(m_view)), m_noticeText(new QLabel(m_notice)), m_noticeEnlarge(new QPushButton(m_notice))
{
    m_notes->setObjectName(QStringLiteral("notes-") + key);
    m_notes->setFrameShape(QFrame::NoFrame);
    m_notes->setFixedHeight(m_notes->fontMetrics().lineSpacing() * 3 + 2 * m_notes->document()->documentMargin());
    m_notes->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_notes->hide();
    m_view->setObjectName(key);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setChart(new QChart);
    auto* toolbar = new QWidget(this);
    toolbar->setObjectName(QStringLiteral("export-") + key);
    m_tools = new QHBoxLayout(toolbar);
    m_tools->setContentsMargins(0, 0, 0, 0);
    m_tools->setSpacing(2);
    m_tools->addStretch();
    const QIcon save = QIcon::fromTheme(QStringLiteral("document-save-as"));
    for (QToolButton* button : {m_png, m_svg}) {
        button->setAutoRaise(true);
        button->setIcon(save);
        button->setToolButtonStyle(save.isNull() ? Qt::ToolButtonTextOnly : Qt::ToolButtonTextBesideIcon);
        m_tools->addWidget(button);
    }
    m_enlarge->setAutoRaise(true);
    m_enlarge->setObjectName(QStringLiteral("enlarge-") + key);
    m_tools->insertWidget(1, m_enlarge); // after the stretch, before the export buttons
    connect(m_enlarge, &QToolButton::clicked, this, &ChartPanel::enlargeRequested);
    connect(m_view, &CrosshairChartView::doubleClicked, this, &ChartPanel::enlargeRequested);
    // Said over the chart when its plot has too little room, with the way to more.
    m_notice->setObjectName(QStringLiteral("tooSmall-") + key);
    m_notice->setAutoFillBackground(true);
    m_noticeText->setWordWrap(true);
    m_noticeText->setAlignment(Qt::AlignCenter);
    auto* noticeLayout = new QVBoxLayout(m_notice);
    noticeLayout->addWidget(m_noticeText);
    noticeLayout->addWidget(m_noticeEnlarge, 0, Qt::AlignCenter);
    connect(m_noticeEnlarge, &QPushButton::clicked, this, &ChartPanel::enlargeRequested);
    m_notice->hide();
    m_view->installEventFilter(this);
    m_png->setObjectName(QStringLiteral("export-png-") + key);
    m_svg->setObjectName(QStringLiteral("export-svg-") + key);
    m_png->setText(QStringLiteral("PNG"));
    m_svg->setText(QStringLiteral("SVG"));
    connect(m_png, &QToolButton::clicked, this, [this] { emit exportRequested(QStringLiteral("png")); });
    connect(m_svg, &QToolButton::clicked, this, [this] { emit exportRequested(QStringLiteral("svg")); });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(toolbar);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_notes);
    retranslate();
}

void ChartPanel::setChart(QChart* chart)
{
    QChart* old = m_view->chart();
    m_view->setChart(chart);
    delete old;
    showNotes();
    // After the chart's texts are fitted: the room they leave is known once the layout has run.
    connect(chart, &QChart::plotAreaChanged, this, &ChartPanel::keepPlotRoom, Qt::QueuedConnection);
    QMetaObject::invokeMethod(this, &ChartPanel::keepPlotRoom, Qt::QueuedConnection);
}

void ChartPanel::setMinimumChartSize(QSize size)
{
    m_minimum = size;
    m_view->setMinimumSize(size);
    keepPlotRoom();
}

namespace {

// Whether the chart draws data (and so needs its plot): not an empty chart's text, nor a chart without points yet.
bool drawsData(const QChart* chart)
{
    if (chart->property(chartkit::kEmptyProperty).isValid())
        return false;
    for (QAbstractSeries* series : chart->series()) {
        if (auto* xy = qobject_cast<QXYSeries*>(series); xy && xy->count() > 0)
            return true;
        if (auto* bars = qobject_cast<QAbstractBarSeries*>(series); bars && bars->count() > 0)
            return true;
        if (auto* boxes = qobject_cast<QBoxPlotSeries*>(series); boxes && boxes->count() > 0)
            return true;
    }
    return false;
}

} // namespace

bool ChartPanel::isTooSmall() const
{
    return !m_notice->isHidden();
}

void ChartPanel::keepPlotRoom()
{
    QChart* chart = m_view->chart();
    if (!chart || m_fitting)
        return;
    const QSize minimum = chartkit::kMinimumPlotArea;
    const QRectF plot = chart->plotArea();
    const bool drawn = drawsData(chart);
    if (drawn && (chart->size().width() < 40 || plot.isEmpty()))
        return; // not laid out yet
    m_fitting = true;
    // The titles, legend and axes take the view's height less the plot's; the view keeps that and the minimum plot.
    int height = m_minimum.height();
    if (drawn)
        height = std::max(height, int(std::ceil(m_view->height() - plot.height())) + minimum.height());
    if (m_view->minimumHeight() != height)
        m_view->setMinimumHeight(height);
    const bool narrow = plot.width() + 0.5 < minimum.width();
    const bool low = plot.height() + 0.5 < minimum.height() && m_view->height() >= height;
    m_notice->setVisible(drawn && (narrow || low));
    placeNotice();
    m_fitting = false;
}

void ChartPanel::placeNotice()
{
    if (m_notice->isHidden())
        return;
    const QSize room = m_view->size();
    const int width = std::min(room.width() - 16, std::max(200, room.width() * 3 / 4));
    m_notice->setFixedWidth(std::max(80, width));
    m_notice->adjustSize();
    m_notice->move((room.width() - m_notice->width()) / 2, std::max(0, (room.height() - m_notice->height()) / 2));
    m_notice->raise();
}

bool ChartPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_view && event->type() == QEvent::Resize) {
        placeNotice();
        QMetaObject::invokeMethod(this, &ChartPanel::keepPlotRoom, Qt::QueuedConnection);
    }
    return QWidget::eventFilter(watched, event);
}

void ChartPanel::addNote(const QString& note)
{
    QChart* chart = m_view->chart();
    if (!chart || note.isEmpty())
        return;
    chart->setProperty(chartkit::kNotesProperty, chartNotes(chart) << note);
    showNotes();
}

void ChartPanel::showNotes()
{
    QString html;
    for (const QString& note : chartNotes(m_view->chart()))
        html += QStringLiteral("<p style=\"margin:0\">%1</p>").arg(note.toHtmlEscaped());
    m_notes->setHtml(html);
    m_notes->setVisible(!html.isEmpty());
}

void ChartPanel::addTool(QWidget* tool)
{
    m_tools->insertWidget(m_tools->count() - 4, tool); // before the stretch, Enlarge and the export buttons
}

void ChartPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ChartPanel::retranslate()
{
    m_png->setToolTip(Charts::tr("Save this chart as a PNG image"));
    m_svg->setToolTip(Charts::tr("Save this chart as an SVG drawing"));
    m_enlarge->setText(Charts::tr("Enlarge"));
    m_enlarge->setToolTip(Charts::tr("Show this chart large, in a window of its own (or double click the chart)"));
    m_noticeText->setText(Charts::tr("Too little room to draw this chart here."));
    m_noticeEnlarge->setText(Charts::tr("Enlarge"));
}

} // namespace fw::app
