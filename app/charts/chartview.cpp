#include "charts/chartview.h"

#include "charts/chartkit.h"
#include "charts/charts.h"

#include <QChart>
#include <QEvent>
#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QHBoxLayout>
#include <QIcon>
#include <QMouseEvent>
#include <QTextBrowser>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>

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
      m_svg(new QToolButton(this)), m_notes(new QTextBrowser(this))
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
    m_tools->insertWidget(m_tools->count() - 3, tool); // before the stretch and the export buttons
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
}

} // namespace fw::app
