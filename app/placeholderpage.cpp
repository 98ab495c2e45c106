#include "placeholderpage.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace fw::app {

PlaceholderPage::PlaceholderPage(const char* purpose, QWidget* parent)
    : QWidget(parent), m_purpose(purpose), m_heading(new QLabel(this)), m_text(new QLabel(this))
{
    QFont font = m_heading->font();
    font.setPointSizeF(font.pointSizeF() * 1.4);
    font.setBold(true);
    m_heading->setFont(font);
    m_text->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_text);
    layout->addStretch();
    retranslate();
}

void PlaceholderPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PlaceholderPage::retranslate()
{
    m_heading->setText(tr("Not available yet"));
    m_text->setText(tr("This step is not built yet, so it shows nothing rather than invented content. "
                       "When it is built, it will do this: %1")
                        .arg(QCoreApplication::translate("fw::app::Pages", m_purpose)));
}

} // namespace fw::app
